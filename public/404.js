// The static 404 page follows the language chosen in the portal.
if (localStorage.getItem('lang') === 'en-US') {
  document.documentElement.lang = 'en-US';
  document.querySelectorAll('[data-en]').forEach(function (el) { el.textContent = el.getAttribute('data-en'); });
}
