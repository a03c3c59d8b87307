// A prerendered page (src/prerender/) paints from its HTML and CSS alone. The app's script
// is asked for once that first paint is done, so that neither its download nor its run
// can hold the paint back: the page shows at the speed of its HTML, then the app takes it
// over. A deferred file, not an inline script: the Content-Security-Policy allows scripts
// from this origin only. The build writes the entry's address into `data-entry`, and
// the start's pieces into `data-preload`.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute('data-entry');
  if (!entry) return;
  var asked = false;
  var PRELOADS_PER_TASK = 3;
  function load() {
    if (asked) return;
    asked = true;
    // The start's pieces (src/main.tsx imports them one by one) are all fetched at once:
    // asked for a few at a time, since each link costs the main thread a few
    // milliseconds on a phone, then the entry.
    var preloads = (tag.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    (function next() {
      var batch = preloads.splice(0, PRELOADS_PER_TASK);
      for (var i = 0; i < batch.length; i += 1) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = batch[i];
        document.head.appendChild(link);
      }
      if (preloads.length > 0) {
        setTimeout(next, 0);
        return;
      }
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.appendChild(script);
    })();
  }
  // A timer queued from a frame callback runs after that frame is painted. A tab in the
  // background paints no frames: the second timer loads the app there all the same.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
  setTimeout(load, 250);
})();
