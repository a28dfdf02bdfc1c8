(function () {
"use strict";
document.documentElement.classList.add("js");
var searchIndex = document.querySelector('meta[name="bridgekb-search-index"]');
if (searchIndex && /^https?:$/.test(location.protocol)) {
var preload = document.createElement("link");
preload.rel = "preload"; preload.as = "fetch"; preload.crossOrigin = "anonymous";
preload.href = searchIndex.getAttribute("content");
document.head.appendChild(preload);
}
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
document.addEventListener("keydown", function (event) {
if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
var active = document.activeElement;
if (active && (active.tagName === "INPUT" || active.tagName === "TEXTAREA" || active.tagName === "SELECT" || active.isContentEditable)) return;
var box = document.getElementById("search-input") || document.getElementById("site-search-q");
if (box) { event.preventDefault(); box.focus(); box.select(); }
});
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
target.addEventListener("click", function (event) {
if (event.target.closest("a") && getComputedStyle(button).display !== "none") {
button.setAttribute("aria-expanded", "false");
target.classList.remove("open");
}
});
});
}
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
function followReading() {
var toc = document.querySelector("#navigator .toc");
if (!toc || !("IntersectionObserver" in window)) return;
var headings = Array.prototype.slice.call(document.querySelectorAll(".doc-section > .section-heading"));
var links = {};
Array.prototype.forEach.call(toc.querySelectorAll("a[href^='#']"), function (a) { links[a.getAttribute("href").slice(1)] = a; });
var marked = null, header = document.querySelector(".site-header");
function update() {
var line = (header ? header.getBoundingClientRect().bottom : 0) + 24, current = null;
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
