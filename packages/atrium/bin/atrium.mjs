#!/usr/bin/env node
// `atrium start` and `atrium plugin add`: the command line of an installed Atrium (src/cli.ts).
await import('../dist/server/app/cli.js');
