// The live-reload client that `bridgekb serve` adds to the pages it serves (never to a built site).
// It listens on /_bridgekb/events, where every event is the server's state: the version of the build
// being served and the diagnostics of the last build when it failed. Another version reloads the
// page, keeping the scroll position (or the #anchor); diagnostics show as an overlay until a good
// build arrives. Built with DOM calls and textContent only, styled through element.style: the site's
// Content-Security-Policy allows no inline script or style.
(function () {
  "use strict";
  var script = document.currentScript;
  var loadedVersion = script ? script.getAttribute("data-version") : null;
  var scrollKey = "bridgekb-live-scroll";
  var overlay = null;

  function restoreScroll() {
    var saved = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(scrollKey) || "null");
      sessionStorage.removeItem(scrollKey);
    } catch (error) { saved = null; }
    if (saved && saved.path === location.pathname) {
      window.scrollTo(saved.x, saved.y);
    } else if (location.hash.length > 1) {
      var target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) target.scrollIntoView();
    }
  }

  function reload() {
    try {
      sessionStorage.setItem(scrollKey, JSON.stringify({ path: location.pathname, x: window.scrollX, y: window.scrollY }));
    } catch (error) { /* private mode: reload without keeping the position */ }
    location.reload();
  }

  function showDiagnostics(lines) {
    if (!overlay) {
      overlay = document.createElement("div");
      overlay.setAttribute("role", "alert");
      var style = overlay.style;
      style.position = "fixed";
      style.top = style.left = style.right = style.bottom = "0";
      style.zIndex = "2147483647";
      style.overflow = "auto";
      style.padding = "2em";
      style.background = "rgba(20, 20, 24, 0.96)";
      style.color = "#f4f4f5";
      style.font = "14px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace";
    }
    overlay.textContent = "";
    var title = document.createElement("p");
    title.textContent = "The build failed; this page is out of date until it is fixed.";
    title.style.fontWeight = "bold";
    title.style.color = "#fca5a5";
    overlay.appendChild(title);
    lines.forEach(function (line) {
      var row = document.createElement("pre");
      row.textContent = String(line);
      row.style.whiteSpace = "pre-wrap";
      row.style.margin = "0.5em 0";
      row.style.font = "inherit";
      overlay.appendChild(row);
    });
    if (!overlay.parentNode) document.body.appendChild(overlay);
  }

  function hideDiagnostics() {
    if (overlay && overlay.parentNode) overlay.parentNode.removeChild(overlay);
  }

  function connect() {
    var source = new EventSource("/_bridgekb/events");
    source.onmessage = function (event) {
      var state;
      try { state = JSON.parse(event.data); } catch (error) { return; }
      if (state.diagnostics && state.diagnostics.length > 0) {
        showDiagnostics(state.diagnostics);
      } else if (state.version !== loadedVersion) {
        reload();
      } else {
        hideDiagnostics();
      }
    };
    source.onerror = function () {
      // The browser retries a dropped stream by itself; a refused one (the server restarting) is
      // closed for good, so open a new one.
      if (source.readyState === EventSource.CLOSED) setTimeout(connect, 1000);
    };
  }

  if (document.readyState === "complete") restoreScroll();
  else window.addEventListener("load", restoreScroll);
  connect();
})();
