/*
 * bridgekb site behaviour: the root page opening in the reader's language, the guide list, menus, the
 * contents that follow the reader, copy buttons, entry filters, a language switch that keeps the place
 * (section, search query and kind), "/" to search,
 * and the header box's search as you type (search.js, loaded on first use). No inline scripts or
 * handlers anywhere: the pages' Content-Security-Policy allows only the site's own files.
 */
(function () {
  "use strict";

  // Loaded in <head>: the class lets the stylesheet collapse menus only when a script can open them.
  document.documentElement.classList.add("js");

  // The search page's index manifest (its <meta>), fetched while the page is still being parsed:
  // search.js, which runs after it and fetches the manifest, then finds it on its way. Over http(s)
  // only, where search.js fetches its shards (file:// refuses fetch).
  var searchIndex = document.querySelector('meta[name="bridgekb-search-index"]');
  if (searchIndex && /^https?:$/.test(location.protocol)) {
    var preload = document.createElement("link");
    preload.rel = "preload"; preload.as = "fetch"; preload.crossOrigin = "anonymous";
    preload.href = searchIndex.getAttribute("content");
    document.head.appendChild(preload);
  }

  // The language chooser (the site's root page) opens the home page in the reader's language: the
  // first of navigator.languages the site has (zh-TW finds zh-Hans by its primary tag); the chooser
  // stays when none matches, or when its address ends in #choose.
  var homes = document.querySelector('meta[name="bridgekb-homes"]');
  if (homes && location.hash !== "#choose") {
    var pages = homes.getAttribute("content").split(" ").map(function (pair) { return pair.split("="); });
    var wanted = (navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ""]);
    var chosen = null;
    for (var w = 0; w < wanted.length && !chosen; w++) {
      var tag = String(wanted[w]).toLowerCase();
      chosen = pages.filter(function (p) { return p[0].toLowerCase() === tag; })[0] ||
        pages.filter(function (p) { return p[0].toLowerCase().split("-")[0] === tag.split("-")[0]; })[0] || null;
    }
    if (chosen) location.replace(chosen[1]);
  }

  function ready(fn) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fn); else fn();
  }

  function rootPath() { return document.body.getAttribute("data-root") || ""; }

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

  // The language switcher lands on the same section (section ids are the same in every language) and,
  // on the search page, runs the same query.
  function syncLanguageLinks() {
    var links = document.querySelectorAll("a.lang-switch"), query = "";
    if (document.body.classList.contains("page-search")) {
      var q = new URLSearchParams(location.search).get("q");
      var box = document.getElementById("search-input"), kind = document.getElementById("search-kind");
      if (box && box.value) q = box.value;
      if (q) query = "?q=" + encodeURIComponent(q);
      if (q && kind && kind.value) query += "&kind=" + encodeURIComponent(kind.value);
    }
    for (var i = 0; i < links.length; i++) {
      var href = links[i].getAttribute("href").split("#")[0].split("?")[0];
      links[i].setAttribute("href", href + query + (location.hash || ""));
    }
  }
  window.addEventListener("hashchange", syncLanguageLinks);
  document.addEventListener("click", function (event) {
    if (event.target.closest && event.target.closest("a.lang-switch")) syncLanguageLinks();
  }, true);

  // "/" focuses the search box (unless the reader is typing somewhere).
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    var active = document.activeElement;
    if (active && (active.tagName === "INPUT" || active.tagName === "TEXTAREA" || active.tagName === "SELECT" || active.isContentEditable)) return;
    var box = document.getElementById("search-input") || document.getElementById("site-search-q");
    if (box) { event.preventDefault(); box.focus(); box.select(); }
  });

  // Buttons that open and close a region (the header menu, the navigator on narrow screens).
  function toggles() {
    var buttons = document.querySelectorAll("button[aria-controls][aria-expanded]");
    Array.prototype.forEach.call(buttons, function (button) {
      var target = document.getElementById(button.getAttribute("aria-controls"));
      if (!target) return;
      button.addEventListener("click", function () {
        var open = button.getAttribute("aria-expanded") !== "true";
        button.setAttribute("aria-expanded", String(open));
        target.classList.toggle("open", open);
      });
      // Following a link inside (a section of the contents) closes the region on narrow screens.
      target.addEventListener("click", function (event) {
        if (event.target.closest("a") && getComputedStyle(button).display !== "none") {
          button.setAttribute("aria-expanded", "false");
          target.classList.remove("open");
        }
      });
    });
  }

  // The guides of the page's language (assets/guides.js), around the current guide and its contents.
  function guideList() {
    var nav = document.getElementById("navigator");
    var all = window.BRIDGEKB_GUIDES, lang = document.documentElement.lang;
    if (!nav || !all || !all[lang]) return;
    var list = nav.querySelector(".guide-list"), current = nav.getAttribute("data-current") || "";
    var existing = list.querySelector(".current-guide"), root = rootPath();
    all[lang].forEach(function (guide) {
      var id = guide[0], title = guide[1];
      if (id === current && existing) { list.appendChild(existing); return; }
      var li = document.createElement("li"), a = document.createElement("a");
      a.href = root + lang + "/guides/" + id + ".html";
      a.textContent = title;
      li.appendChild(a);
      list.appendChild(li);
    });
  }

  // The contents mark the section being read: the last heading above a line just under the header.
  function followReading() {
    var toc = document.querySelector("#navigator .toc");
    if (!toc || !("IntersectionObserver" in window)) return;
    var headings = Array.prototype.slice.call(document.querySelectorAll(".doc-section > .section-heading"));
    var links = {};
    Array.prototype.forEach.call(toc.querySelectorAll("a[href^='#']"), function (a) { links[a.getAttribute("href").slice(1)] = a; });
    var marked = null, header = document.querySelector(".site-header");
    function update() {
      var line = (header ? header.getBoundingClientRect().bottom : 0) + 24, current = null;
      // At the very end of the page the last sections cannot scroll up to the line: the lowest one in view counts.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) line = window.innerHeight - 24;
      for (var i = 0; i < headings.length; i++) {
        if (headings[i].getBoundingClientRect().top <= line) current = headings[i]; else break;
      }
      var link = current ? links[current.parentNode.id] : null;
      if (link === marked) return;
      if (marked) marked.removeAttribute("aria-current");
      marked = link;
      if (!link) return;
      link.setAttribute("aria-current", "true");
      var nav = document.getElementById("navigator"), top = link.offsetTop - nav.offsetTop;
      if (top < nav.scrollTop || top > nav.scrollTop + nav.clientHeight - 40) nav.scrollTop = top - nav.clientHeight / 3;
    }
    var observer = new IntersectionObserver(update, { rootMargin: "0px 0px -50% 0px", threshold: [0, 1] });
    headings.forEach(function (h) { observer.observe(h); });
    window.addEventListener("hashchange", update);
    update();
  }

  // The header box: search.js (and then the index) load the first time it is used.
  function quickSearch() {
    var input = document.getElementById("site-search-q");
    if (!input || !input.form) return;
    function load() {
      if (window.BridgeKBSearch || document.querySelector("script[data-bridgekb-search]")) return;
      var script = document.createElement("script");
      script.src = input.form.getAttribute("data-search");
      script.setAttribute("data-bridgekb-search", "");
      document.head.appendChild(script);
    }
    input.addEventListener("focus", load);
    input.addEventListener("input", load);
  }

  // A box that scrolls sideways (wide code, a table, a diagram on a phone) takes keyboard focus, so
  // it can be scrolled without a mouse; a diagram that scrolls shows the hint under it.
  function scrollables() {
    var boxes = document.querySelectorAll(".snippet pre, pre.plain, .table-wrap, .diagram-scroll");
    Array.prototype.forEach.call(boxes, function (box) {
      var scrolls = box.scrollWidth > box.clientWidth + 1;
      if (scrolls) {
        if (!box.hasAttribute("tabindex")) box.setAttribute("tabindex", "0");
      } else if (box.getAttribute("tabindex") === "0") {
        box.removeAttribute("tabindex");
      }
      if (box.classList.contains("diagram-scroll")) box.parentNode.classList.toggle("scrolls", scrolls);
    });
  }

  // Entry index filters: kind, API, minimum OS (an entry shows when it needs at most the chosen iOS).
  function filters() {
    var form = document.querySelector("form.filters");
    if (!form) return;
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
      if (out) (out.querySelector("[data-count]") || out).textContent = String(shown);
    };
    form.addEventListener("change", update);
    form.addEventListener("submit", function (e) { e.preventDefault(); });
  }

  ready(function () {
    syncLanguageLinks();
    document.addEventListener("input", function (event) {
      if (event.target.id === "search-input") setTimeout(syncLanguageLinks, 200);
    });
    document.addEventListener("change", function (event) {
      if (event.target.id === "search-kind") syncLanguageLinks();
    });
    toggles();
    guideList();
    followReading();
    quickSearch();
    filters();
    scrollables();
    var resized = null;
    window.addEventListener("resize", function () { clearTimeout(resized); resized = setTimeout(scrollables, 200); });
  });
})();
