.pragma library

// Colours and names of the six main characters (index = the rules' character index).
const colours = ["blue", "white", "red", "green", "yellow", "black"]
// Their names as the card data writes them (translated in context "characters").
const names = ["Shinji", "Rei", "Asuka", "Misato", "Ritsuko", "Gendou"]
const paint = { blue: "#3d7be0", white: "#e8e8e8", red: "#d9473b", green: "#4caf6a", yellow: "#e6c229", black: "#2b2b2b" }
const ink = { blue: "#ffffff", white: "#202020", red: "#ffffff", green: "#ffffff", yellow: "#202020", black: "#ffffff" }
const groupPaint = ["#ff9f1c", "#2ec4b6", "#e71d73", "#9b5de5", "#f15bb5", "#00bbf9"]

function colourOf(c) { return paint[c] || "#888888" }
// Lines and pips in a character's colour, readable on the dark table (black turns grey).
function lineColourOf(c) { return c === "black" ? "#9a9a9a" : colourOf(c) }
function inkOf(c) { return ink[c] || "#ffffff" }
function groupColour(label) { return label < 0 ? "transparent" : groupPaint[label % groupPaint.length] }

// Each seat's token colour (badges, the rim of cards it spoke); apart from the group colours.
const seatPaint = ["#f4a261", "#8ecae6", "#b8f2a0", "#d7a9ff", "#ff9eb5"]
function seatColour(seat) { return seat < 0 ? "#888888" : seatPaint[seat % seatPaint.length] }
// The rotation (degrees) that turns a card lying at `from` so its foot points at `to`.
function facing(from, to) { return Math.atan2(-(to.x - from.x), to.y - from.y) * 180 / Math.PI }
