// Images and fonts resolve to their URL in Vite; tests only need a stable string.
module.exports = 'test-file-stub';
