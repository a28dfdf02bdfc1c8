// The bench's Pagefind page (bench/site-search/pagefind.html): Pagefind's JS API, the fastest way it
// offers to show a first result — search, then the first result's data, then the next 19.
const params = new URLSearchParams(location.search);
document.documentElement.lang = params.get('lang') || 'en';

let pagefind = null;
async function engine() {
  if (!pagefind) {
    pagefind = await import('./pagefind/pagefind.js');
    await pagefind.options({ baseUrl: './site/' });
    await pagefind.init();
  }
  return pagefind;
}

function item(data) {
  const li = document.createElement('li');
  li.className = 'search-result';
  const a = document.createElement('a');
  a.href = data.url;
  a.textContent = (data.meta && data.meta.title) || data.url;
  const p = document.createElement('p');
  p.innerHTML = data.excerpt;   // Pagefind's excerpt: text escaped by Pagefind, <mark> around hits
  li.append(a, p);
  return li;
}

let generation = 0;
async function run(query) {
  const mine = ++generation;
  const pf = await engine();
  const search = await pf.search(query);
  if (mine !== generation) return;
  const list = document.getElementById('search-results');
  list.replaceChildren();
  list.dataset.count = String(search.results.length);
  if (!search.results.length) {
    const li = document.createElement('li');
    li.className = 'search-empty';
    li.textContent = 'no results';
    list.append(li);
    return;
  }
  const first = await search.results[0].data();
  if (mine !== generation) return;
  list.append(item(first));
  const rest = await Promise.all(search.results.slice(1, 20).map((r) => r.data()));
  if (mine === generation) rest.forEach((data) => list.append(item(data)));
}

const input = document.getElementById('search-input');
// Like bridgekb's page, which starts loading its index when the box gets the focus.
input.addEventListener('focus', () => { engine(); });
document.getElementById('search-form').addEventListener('submit', (event) => { event.preventDefault(); run(input.value); });
if (params.get('q')) { input.value = params.get('q'); run(params.get('q')); }
