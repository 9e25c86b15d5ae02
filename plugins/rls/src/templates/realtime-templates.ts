import { templateStatement } from './statement.js';
import type { PolicyTemplate } from './template.js';

type Extension = 'broadcast' | 'presence';

/**
 * A realtime template on `realtime.messages`. Channel-specific ones compare the message's `topic`
 * column: the bootstrapped project has no `realtime.topic()` helper, and on the messages table
 * the topic column is the channel.
 */
function realtime(
  id: string,
  templateName: string,
  /** The policy's name: the template's, shortened where it is past Postgres's 63 characters. */
  name: string,
  command: 'SELECT' | 'INSERT',
  extension: Extension,
  channel: boolean,
): PolicyTemplate {
  const expression =
    `realtime.messages.extension = '${extension}'` +
    (channel ? ` AND realtime.messages.topic = 'channel_name'` : '');
  const policy = {
    name,
    command,
    roles: ['authenticated'],
    definition: command === 'SELECT' ? expression : '',
    check: command === 'INSERT' ? expression : '',
  };
  return {
    id,
    preview: false,
    templateName,
    description: `This policy ${templateName.charAt(0).toLowerCase()}${templateName.slice(1)}.`,
    statement: templateStatement('"realtime"."messages"', policy),
    ...policy,
  };
}

/** The 8 realtime broadcast and presence templates (spec section 9), for `realtime.messages`. */
export const realtimeTemplates: readonly PolicyTemplate[] = [
  realtime(
    'policy-broadcast-1',
    'Allow listening for broadcasts for authenticated users only',
    'Allow listening for broadcasts for authenticated users only',
    'SELECT',
    'broadcast',
    false,
  ),
  realtime(
    'policy-broadcast-2',
    'Allow pushing broadcasts for authenticated users only',
    'Allow pushing broadcasts for authenticated users only',
    'INSERT',
    'broadcast',
    false,
  ),
  realtime(
    'policy-presence-1',
    'Allow listening for presences on all channels for authenticated users only',
    'Allow listening for presences for authenticated users only',
    'SELECT',
    'presence',
    false,
  ),
  realtime(
    'policy-presence-2',
    'Allow broadcasting presences on all channels for authenticated users only',
    'Allow broadcasting presences for authenticated users only',
    'INSERT',
    'presence',
    false,
  ),
  realtime(
    'policy-broadcast-3',
    'Allow listening for broadcasts from a specific channel',
    'Allow listening for broadcasts from a specific channel',
    'SELECT',
    'broadcast',
    true,
  ),
  realtime(
    'policy-presence-3',
    'Allow listening for presences from a specific channel',
    'Allow listening for presences from a specific channel',
    'SELECT',
    'presence',
    true,
  ),
  realtime(
    'policy-broadcast-4',
    'Publish to a specific channel',
    'Publish to a specific channel',
    'INSERT',
    'broadcast',
    true,
  ),
  realtime(
    'policy-presence-4',
    'Publish presence to a specific channel',
    'Publish presence to a specific channel',
    'INSERT',
    'presence',
    true,
  ),
];
