// Forms components: every component of this group is exported here (index.ts re-exports it).
export {};
