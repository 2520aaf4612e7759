// Stylesheets have no meaning in jsdom; components only need the import to resolve.
module.exports = {};
