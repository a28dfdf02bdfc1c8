/* bridgekb site behaviour: copy buttons, entry filters, language switch keeps the anchor, "/" focuses search. */
(function () {
  "use strict";

  // Copy buttons on snippets.
  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button.copy") : null;
    if (!button) return;
    var code = button.closest("figure").querySelector("pre code");
    var text = code ? code.textContent : "";
    var done = function () {
      var label = button.textContent;
      button.textContent = button.getAttribute("data-copied") || label;
      setTimeout(function () { button.textContent = label; }, 1500);
    };
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(done, done);
    } else {
      var area = document.createElement("textarea");
      area.value = text; document.body.appendChild(area); area.select();
      try { document.execCommand("copy"); } catch (e) { /* nothing to do */ }
      document.body.removeChild(area); done();
    }
  });

  // The language switcher lands on the same section: section ids are the same in every language.
  function syncLanguageLinks() {
    var links = document.querySelectorAll("a.lang-switch");
    for (var i = 0; i < links.length; i++) {
      var href = links[i].getAttribute("href").split("#")[0];
      links[i].setAttribute("href", href + (location.hash || ""));
    }
  }
  syncLanguageLinks();
  window.addEventListener("hashchange", syncLanguageLinks);

  // "/" focuses the search box (unless the reader is typing somewhere).
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    var active = document.activeElement;
    if (active && (active.tagName === "INPUT" || active.tagName === "TEXTAREA" || active.tagName === "SELECT" || active.isContentEditable)) return;
    var box = document.getElementById("search-input") || document.getElementById("site-search-q");
    if (box) { event.preventDefault(); box.focus(); box.select(); }
  });

  // Entry index filters: kind, API, minimum OS (an entry shows when it needs at most the chosen iOS).
  var form = document.querySelector("form.filters");
  if (form) {
    var update = function () {
      var kind = form.elements.kind.value, api = form.elements.api.value, os = parseInt(form.elements.os.value, 10);
      var items = document.querySelectorAll(".entry-list li"), shown = 0;
      for (var i = 0; i < items.length; i++) {
        var li = items[i];
        var apis = (li.getAttribute("data-apis") || "").split(" ");
        var needs = parseInt(li.getAttribute("data-os"), 10);
        var ok = (!kind || li.getAttribute("data-kind") === kind) && (!api || apis.indexOf(api) >= 0) && (isNaN(os) || isNaN(needs) || needs <= os);
        li.hidden = !ok;
        if (ok) shown++;
      }
      var out = form.querySelector("output");
      if (out) out.textContent = String(shown);
    };
    form.addEventListener("change", update);
    form.addEventListener("submit", function (e) { e.preventDefault(); });
  }
})();
