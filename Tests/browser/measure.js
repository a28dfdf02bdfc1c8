/*
 * Measurements the browser test makes inside a page (injected with Runtime.evaluate, never part of
 * the site). Each function returns plain data: numbers, and short descriptions of offending elements.
 */
(function () {
  'use strict';

  function describe(el) {
    if (!el || el.nodeType !== 1) return String(el);
    var s = el.tagName.toLowerCase();
    if (el.id) s += '#' + el.id;
    var cls = (el.getAttribute('class') || '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
    if (cls.length) s += '.' + cls.join('.');
    var text = (el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return text ? s + ' "' + text + '"' : s;
  }

  function visible(el) {
    var style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden') return false;
    var r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  }

  /** The nearest ancestor that scrolls sideways or clips, or null. */
  function horizontalBox(el) {
    for (var a = el.parentElement; a && a !== document.documentElement && a !== document.body; a = a.parentElement) {
      var o = getComputedStyle(a).overflowX;
      if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') return { el: a, scrolls: o === 'auto' || o === 'scroll' };
    }
    return null;
  }

  /** Page width, and the deepest elements sticking out of `width` that no box of their own scrolls. */
  function overflow(width) {
    var doc = document.documentElement, culprits = [];
    var all = document.body.getElementsByTagName('*');
    for (var i = 0; i < all.length && culprits.length < 5; i++) {
      var el = all[i], r = el.getBoundingClientRect();
      if (r.right <= width + 1 || r.width === 0 || !visible(el)) continue;
      var box = horizontalBox(el);
      if (box && box.el.getBoundingClientRect().right <= width + 1) continue;   // inside its own scroll box
      var deeper = false;
      for (var c = el.firstElementChild; c; c = c.nextElementSibling) {
        if (c.getBoundingClientRect().right > width + 1 && visible(c)) { deeper = true; break; }
      }
      if (!deeper) culprits.push(describe(el) + ' right=' + Math.round(r.right));
    }
    return { scrollWidth: doc.scrollWidth, culprits: culprits };
  }

  function rect(el) {
    if (!el) return null;
    var r = el.getBoundingClientRect();
    return { top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left, right: r.right, height: r.height, width: r.width };
  }

  /** The banner: the page's first <header> outside <main>. */
  function banner() {
    var headers = document.querySelectorAll('header');
    for (var i = 0; i < headers.length; i++) if (!headers[i].closest('main, article, section')) return headers[i];
    return null;
  }

  function firstScreen() {
    var h1 = document.querySelector('h1'), header = banner();
    return { h1: rect(h1), header: header ? rect(header) : null, innerHeight: innerHeight,
             headerPosition: header ? getComputedStyle(header).position : null };
  }

  /** Every distinct font of code, pre, kbd and samp, with canvas widths of narrow and wide glyphs. */
  function codeFonts() {
    var canvas = document.createElement('canvas'), ctx = canvas.getContext('2d'), seen = {}, out = [];
    var els = document.querySelectorAll('code, pre, kbd, samp');
    for (var i = 0; i < els.length; i++) {
      var style = getComputedStyle(els[i]);
      var font = style.fontStyle + ' ' + style.fontWeight + ' ' + style.fontSize + ' ' + style.fontFamily;
      if (seen[font]) { seen[font].count++; continue; }
      ctx.font = font;
      var narrow = ctx.measureText('iiiiiiiiii').width, wide = ctx.measureText('MMMMMMMMMM').width;
      var record = { font: font, narrow: narrow, wide: wide, count: 1, example: describe(els[i]) };
      seen[font] = record;
      out.push(record);
    }
    return out;
  }

  /** Inside a visually hidden box (a 1-px clip for screen readers), where clipping is the point. */
  function hiddenOnPurpose(el) {
    for (var a = el.parentElement; a; a = a.parentElement) {
      var r = a.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) return true;
    }
    return false;
  }

  /** Table cells and diagrams that stick out of a box that clips them, or out of the page with no box that scrolls. */
  function clipped(width) {
    var out = [], items = document.querySelectorAll('td, th, .diagram svg, figure svg');
    for (var i = 0; i < items.length && out.length < 5; i++) {
      var el = items[i];
      if (!visible(el) || hiddenOnPurpose(el)) continue;
      var r = el.getBoundingClientRect(), box = horizontalBox(el);
      if (box) {
        var b = box.el.getBoundingClientRect();
        if (box.scrolls) {
          if (b.right > width + 1) out.push(describe(el) + ' in a scroll box wider than the page');
          continue;
        }
        if (r.right > b.right + 1 || r.left < b.left - 1) out.push(describe(el) + ' clipped by ' + describe(box.el));
      } else if (r.right > width + 1) {
        out.push(describe(el) + ' off the page at ' + Math.round(r.right));
      }
    }
    return out;
  }

  /** Diagrams whose text renders smaller than `minimum` px (its font size times the drawing's scale on screen). */
  function smallDiagramText(minimum) {
    var out = [], svgs = document.querySelectorAll('.diagram svg, figure svg');
    for (var i = 0; i < svgs.length; i++) {
      if (!visible(svgs[i])) continue;
      var texts = svgs[i].querySelectorAll('text'), smallest = Infinity;
      for (var j = 0; j < texts.length; j++) {
        var matrix = texts[j].getScreenCTM(), size = parseFloat(getComputedStyle(texts[j]).fontSize);
        if (matrix && size > 0) smallest = Math.min(smallest, size * Math.sqrt(matrix.a * matrix.a + matrix.b * matrix.b));
      }
      if (smallest < minimum) {
        var r = svgs[i].getBoundingClientRect();
        out.push(describe(svgs[i].closest('figure') || svgs[i]) + ' text ' + smallest.toFixed(1) + ' px (' + Math.round(r.width) + '×' + Math.round(r.height) + ')');
      }
      // Labels that overlap or run together: on the same line (their heights overlap by half) with
      // less than 3 px between them.
      var boxes = Array.prototype.map.call(texts, function (t) { return { r: t.getBoundingClientRect(), text: t.textContent }; });
      for (var a = 0; a < boxes.length; a++) {
        for (var b = a + 1; b < boxes.length; b++) {
          var p = boxes[a].r, q = boxes[b].r;
          var shared = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
          var gap = Math.max(p.left, q.left) - Math.min(p.right, q.right);
          if (p.width && q.width && shared > Math.min(p.height, q.height) / 2 && gap < 3) {
            out.push(describe(svgs[i].closest('figure') || svgs[i]) + ' labels "' + boxes[a].text + '" and "' + boxes[b].text +
              '" ' + (gap < 0 ? 'overlap' : 'run together (' + gap.toFixed(1) + ' px apart)'));
          }
        }
      }
    }
    return out;
  }

  /** Heading levels in document order: the first must be h1, and none may skip a level going down. */
  function headingOrder() {
    var hs = document.querySelectorAll('h1, h2, h3, h4, h5, h6'), problems = [], last = 0;
    for (var i = 0; i < hs.length; i++) {
      var level = Number(hs[i].tagName[1]);
      if (i === 0 && level !== 1) problems.push('first heading is ' + describe(hs[i]));
      else if (last && level > last + 1) problems.push(describe(hs[i]) + ' after h' + last);
      last = level;
    }
    return problems;
  }

  /** Whether a heading permalink can take focus and shows when it has it. */
  function permalinkOnFocus() {
    var a = document.querySelector('h2 a[href^="#"], h3 a[href^="#"], h4 a[href^="#"]');
    if (!a) return { found: false };
    a.focus();
    var style = getComputedStyle(a), r = a.getBoundingClientRect();
    var result = { found: true, focused: document.activeElement === a, visibility: style.visibility,
                   opacity: Number(style.opacity), width: r.width, height: r.height, label: a.getAttribute('aria-label') || a.textContent };
    a.blur();
    return result;
  }

  /** After landing on `#id`: where the target's heading is, against the bottom of a sticky header. */
  function anchorLanding(id) {
    var target = document.getElementById(id);
    if (!target) return { found: false };
    var heading = /^H[1-6]$/.test(target.tagName) ? target : (target.querySelector('h1, h2, h3, h4, h5, h6') || target);
    var header = banner(), covered = 0;
    if (header) {
      var pos = getComputedStyle(header).position;
      if (pos === 'sticky' || pos === 'fixed') covered = header.getBoundingClientRect().bottom;
    }
    var r = heading.getBoundingClientRect();
    return { found: true, top: r.top, headerBottom: covered, scrollY: scrollY, heading: describe(heading) };
  }

  /** The display of elements in the current media (print checks). */
  function displayed(selectors) {
    var out = {};
    selectors.forEach(function (s) {
      var els = document.querySelectorAll(s), shown = 0;
      for (var i = 0; i < els.length; i++) if (visible(els[i])) shown++;
      out[s] = { count: els.length, shown: shown };
    });
    return out;
  }

  /** `pre` elements whose content is wider than their box (clipped on paper). */
  function clippedCode() {
    var out = [], pres = document.querySelectorAll('pre');
    for (var i = 0; i < pres.length && out.length < 5; i++) {
      if (pres[i].scrollWidth > pres[i].clientWidth + 1) out.push(describe(pres[i]) + ' ' + pres[i].scrollWidth + ' > ' + pres[i].clientWidth);
    }
    return out;
  }

  /** Text nodes under `root` a reader sees, outside code blocks, SVG and visually hidden text. */
  function readableTextNodes(root) {
    var out = [], walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
      acceptNode: function (node) {
        var parent = node.parentElement;
        if (!parent || !node.nodeValue.trim() || parent.closest('pre, svg, script, style, noscript, .visually-hidden, [hidden]')) {
          return NodeFilter.FILTER_REJECT;
        }
        var details = parent.closest('details:not([open])');   // folded away: only its summary shows
        if (details && !parent.closest('summary')) return NodeFilter.FILTER_REJECT;
        return NodeFilter.FILTER_ACCEPT;
      } });
    for (var n = walker.nextNode(); n; n = walker.nextNode()) out.push(n);
    return out;
  }

  /** The distinct line tops of a range's boxes (two boxes on one line differ by less than 3 px). */
  function lineTops(range) {
    var tops = [], rects = range.getClientRects();
    for (var i = 0; i < rects.length; i++) {
      if (rects[i].width === 0) continue;
      var top = rects[i].top;
      if (!tops.some(function (t) { return Math.abs(t - top) < 3; })) tops.push(top);
    }
    return tops;
  }

  /**
   * The width of the content box of the block that lays out `el`'s line. In a table cell, the width
   * of the table's box: a column may grow (and the box scroll) rather than cut a word.
   */
  function lineWidth(el) {
    var cell = el.closest('td, th'), table = cell ? cell.closest('table') : null;
    if (table && getComputedStyle(cell).display === 'table-cell') el = table.parentElement;
    for (var a = el; a; a = a.parentElement) {
      var style = getComputedStyle(a);
      if (style.display !== 'inline' && style.display !== 'contents') {
        return a.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      }
    }
    return innerWidth;
  }

  /**
   * Identifiers and numbers (`MFMailComposeViewController`, `1.00`, `setRegion(_:animated:)`) that a
   * line break cuts inside a word although the word would fit on a line of its own; addresses
   * (http…) may break. Each as `word` broken in `element`.
   */
  function brokenWords() {
    var out = [], words = /[A-Za-z0-9_$@#]+(?:[.:'’][A-Za-z0-9_$]+)*/g;
    readableTextNodes(document.body).forEach(function (node) {
      var whole = document.createRange();
      whole.selectNodeContents(node);
      if (lineTops(whole).length < 2) return;          // the node sits on one line: nothing broken
      var text = node.nodeValue, m;
      words.lastIndex = 0;
      while ((m = words.exec(text)) && out.length < 20) {
        if (m[0].length < 2) continue;
        var before = text.slice(Math.max(0, m.index - 8), m.index);
        if (/(https?:\/\/|www\.)\S*$/.test(before) || /^https?$/.test(m[0])) continue;   // an address
        var range = document.createRange();
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        if (lineTops(range).length < 2) continue;
        // The stretch a line may not break in: the word with the punctuation and words joined to it up
        // to a space or a Chinese or Japanese letter (`（.possible、.began、.changed`, `a/b`). Too wide
        // for any line (with the padding of an inline code box around it), it has to break somewhere.
        var start = m.index, end = m.index + m[0].length;
        while (start > 0 && !/[\s\u3040-\u30ff\u3400-\u9fff]/.test(text[start - 1])) start--;
        while (end < text.length && !/[\s\u3040-\u30ff\u3400-\u9fff]/.test(text[end])) end++;
        var unit = document.createRange();
        unit.setStart(node, start);
        unit.setEnd(node, end);
        var width = 0, rects = unit.getClientRects();
        for (var i = 0; i < rects.length; i++) width += rects[i].width;
        if (width > lineWidth(node.parentElement) - 12) continue;
        if (hiddenOnPurpose(node.parentElement)) continue;
        out.push('"' + m[0] + '" broken in ' + describe(node.parentElement));
      }
    });
    return out;
  }

  /** Badges, markers and language names shown on more than one line. */
  function wrappedBadges() {
    var out = [], selector = '.badge, .kind-badge, .os-badge, .marker, .count, .lang-tag, .search-kind, .search-lang, .search-across, ' +
      '.entry-chip .kind, .lang-current, .lang-switch, .rule-id, .api-kind';
    var els = document.querySelectorAll(selector);
    for (var i = 0; i < els.length && out.length < 10; i++) {
      if (!visible(els[i]) || hiddenOnPurpose(els[i])) continue;
      var range = document.createRange();
      range.selectNodeContents(els[i]);
      if (lineTops(range).length > 1) out.push(describe(els[i]) + ' wraps');
    }
    return out;
  }

  // Characters no line of Chinese or Japanese text may begin with (JIS X 4051's line-start
  // prohibitions, strict: the long-vowel mark, small kana, closing brackets and punctuation).
  var NO_LINE_START = 'ーヽヾゝゞ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ' +
    '、。，．：；？！）」』】〕〉》〙〗｝］・‐゠–〜～';

  /** Lines of Chinese or Japanese text that begin with a character that may not begin a line. */
  function badLineStarts() {
    var out = [];
    readableTextNodes(document.body).forEach(function (node) {
      var holder = node.parentElement.closest('[lang]'), lang = holder ? holder.getAttribute('lang') : '';
      if (!/^(ja|zh)/.test(lang)) return;
      var text = node.nodeValue;
      for (var i = 1; i < text.length && out.length < 20; i++) {
        if (NO_LINE_START.indexOf(text[i]) < 0 || /\s/.test(text[i - 1])) continue;
        var previous = document.createRange(), here = document.createRange();
        previous.setStart(node, i - 1); previous.setEnd(node, i);
        here.setStart(node, i); here.setEnd(node, i + 1);
        var a = previous.getClientRects()[0], b = here.getClientRects()[0];
        if (a && b && b.top > a.top + 3 && !hiddenOnPurpose(node.parentElement)) {
          out.push('line starts with "' + text[i] + '" (' + text.slice(Math.max(0, i - 6), i) + '|' + text.slice(i, i + 4) + ') in ' +
            describe(node.parentElement));
        }
      }
    });
    return out;
  }

  /**
   * Listings shown as right that are wrong: on the page of a mistake or an anti-pattern, its first
   * listing must be in the wrong frame (.snippet-bad) with a visible ❌; nowhere may a wrong listing
   * carry the green "checked" badge.
   */
  function wrongListings() {
    var out = [], entry = document.querySelector('article.entry.kind-mistake, article.entry.kind-antiPattern');
    if (entry) {
      var first = entry.querySelector('.examples figure.snippet');   // (many are told in words only)
      if (first && !first.classList.contains('snippet-bad')) out.push('its listing ' + describe(first) + ' is not shown as wrong');
      else if (first) {
        var marker = first.querySelector('.marker-bad');
        if (!marker || !visible(marker) || marker.textContent.indexOf('❌') < 0) out.push(describe(first) + ' shows no ❌');
        if (getComputedStyle(first).borderLeftColor === getComputedStyle(document.querySelector('.snippet:not(.snippet-bad):not(.snippet-good)') ||
            document.body).borderLeftColor) out.push(describe(first) + ' has no frame of its own');
      }
    }
    var bad = document.querySelectorAll('figure.snippet-bad');
    for (var i = 0; i < bad.length; i++) {
      var checked = bad[i].querySelector('.badge-valid');
      if (checked && visible(checked)) out.push(describe(bad[i]) + ' is wrong but says "' + checked.textContent + '"');
    }
    return out;
  }

  /**
   * Diagrams wider than their box: the box must take keyboard focus, say that it scrolls (a visible
   * hint), and show the diagram's first node (its root) before any scrolling.
   */
  function diagramScrolling() {
    var out = [], boxes = document.querySelectorAll('.diagram-scroll, .diagram:not(:has(.diagram-scroll))');
    for (var i = 0; i < boxes.length; i++) {
      var box = boxes[i];
      if (!visible(box) || box.scrollWidth <= box.clientWidth + 1) continue;
      var figure = box.closest('figure') || box, hint = figure.querySelector('.scroll-hint');
      if (box.tabIndex < 0) out.push(describe(figure) + ' scrolls but takes no keyboard focus');
      if (!hint || !visible(hint)) out.push(describe(figure) + ' scrolls without a visible hint');
      var root = box.querySelector('g.node'), b = box.getBoundingClientRect();
      if (root && box.scrollLeft === 0) {
        var r = root.getBoundingClientRect();
        if (r.left < b.left - 1 || r.left > b.right - 24) out.push(describe(figure) + ' starts with its root out of view');
      }
    }
    return out;
  }

  /** Everything the per-page pass needs at one width, in one call. */
  function page(width, phone, minimumDiagramText) {
    var out = { overflow: overflow(width), clipped: clipped(width), brokenWords: brokenWords(), wrappedBadges: wrappedBadges(),
                lineStarts: badLineStarts(), diagrams: smallDiagramText(minimumDiagramText), wrong: wrongListings() };
    if (phone) {
      out.firstScreen = firstScreen();
      out.diagramScrolling = diagramScrolling();
    } else {
      out.codeFonts = codeFonts();
      out.headings = headingOrder();
      out.permalink = permalinkOnFocus();
    }
    return out;
  }

  window.__bridgekbTest = { page: page, overflow: overflow, firstScreen: firstScreen, codeFonts: codeFonts, clipped: clipped,
    smallDiagramText: smallDiagramText, headingOrder: headingOrder, permalinkOnFocus: permalinkOnFocus,
    anchorLanding: anchorLanding, displayed: displayed, clippedCode: clippedCode, describe: describe,
    brokenWords: brokenWords, wrappedBadges: wrappedBadges, badLineStarts: badLineStarts, wrongListings: wrongListings,
    diagramScrolling: diagramScrolling };
})();
