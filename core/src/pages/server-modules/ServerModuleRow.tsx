import type { ReactNode } from 'react';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { Badge, PathIcon } from '@atrium/design-system';
import type { ServerModule } from '../../projects/platform-types.js';
import {
  declarationLabel,
  failedAt,
  grantLabel,
  moduleSummary,
  routesBySurface,
} from './module-facts.js';
import * as styles from './ServerModules.css.js';

const chevronPath = 'm9 6 6 6-6 6';

/**
 * One server module: its id, whether it runs, the stages that failed, and (opened) its routes by
 * surface with what each declares, the grants they require and the audit events it records.
 * Closed by default, so a module with many routes keeps the page short.
 */
export function ServerModuleRow({ module }: { module: ServerModule }) {
  const failure = failedAt(module);
  const leftOut = module.state === 'left_out';
  return (
    <Disclosure className={styles.module}>
      <div className={styles.header}>
        <Heading level={3} className={styles.heading}>
          <Button slot="trigger" className={styles.trigger}>
            <span className={styles.chevron}>
              <PathIcon d={chevronPath} size={16} />
            </span>
            {module.id}
          </Button>
        </Heading>
        <Badge tone={leftOut ? 'critical' : 'positive'}>{leftOut ? 'Left out' : 'Running'}</Badge>
        {failure && <span className={styles.failed}>{failure}</span>}
        <span className={styles.summary}>{moduleSummary(module)}</span>
      </div>
      <DisclosurePanel className={styles.panel}>
        {failure && (
          <span className={styles.muted}>Why is in the server log, under module {module.id}.</span>
        )}
        {routesBySurface(module).map((group) => (
          <Group key={group.surface} title={group.title}>
            {group.routes.map((route) => (
              <li key={`${route.method} ${route.path}`} className={styles.route}>
                <span className={styles.method}>{route.method}</span>
                <span className={styles.routeDetail}>
                  <span className={styles.code}>{route.path}</span>
                  {route.declared.map((declared) => (
                    <Badge key={declared} tone="neutral">
                      {declarationLabel(module, declared)}
                    </Badge>
                  ))}
                </span>
              </li>
            ))}
          </Group>
        ))}
        {module.routes.length === 0 && <span className={styles.muted}>No routes mounted</span>}
        {module.permissions.length > 0 && (
          <Group title="Grants required">
            {module.permissions.map((grant) => (
              <li key={grant} className={styles.code}>
                {grantLabel(grant)}
              </li>
            ))}
          </Group>
        )}
        {module.auditEvents.length > 0 && (
          <Group title="Audit events">
            {module.auditEvents.map((event) => (
              <li key={event} className={styles.code}>
                {event}
              </li>
            ))}
          </Group>
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}

/** A titled list inside a module's panel. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h4 className={styles.groupTitle}>{title}</h4>
      <ul className={styles.list}>{children}</ul>
    </div>
  );
}
