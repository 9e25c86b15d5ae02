#!/usr/bin/env node
// `npm run check` in a plugin package: `"check": "atrium-plugin-check"` (or a folder to check).
import { runCheck } from '../dist/check.js';

process.exitCode = runCheck(process.argv.slice(2));
