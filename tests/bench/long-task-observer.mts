/**
 * Installed before the app's scripts (`page.addInitScript`): the duration of every main-thread
 * task over 50 ms, as the browser sees it, and the longest gap between animation frames (a task
 * under 50 ms shows only there). The benches read and reset `__longTasks` and `__maxFrameGap`.
 */
export const OBSERVER = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  window.__maxFrameGap = 0;
  let lastFrame = performance.now();
  const onFrame = (now) => {
    window.__maxFrameGap = Math.max(window.__maxFrameGap, now - lastFrame);
    lastFrame = now;
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
`;
