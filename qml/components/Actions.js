.pragma library

// Helpers to compare proposed actions with the legal list the controller publishes.

function same(a, b) {
    if (a === b)
        return true
    if (a === null || b === null || typeof a !== "object" || typeof b !== "object")
        return false
    if (Array.isArray(a) !== Array.isArray(b))
        return false
    const ka = Object.keys(a), kb = Object.keys(b)
    if (ka.length !== kb.length)
        return false
    for (let i = 0; i < ka.length; ++i)
        if (!same(a[ka[i]], b[ka[i]]))
            return false
    return true
}

// True when `action` ({type, args}) is one of `legal` (seat ignored).
function isLegal(legal, action) {
    if (!action || !legal)
        return false
    for (let i = 0; i < legal.length; ++i) {
        const l = legal[i]
        if (l.type === action.type && same(l.args || {}, action.args || {}))
            return true
    }
    return false
}

function ofType(legal, type) {
    const out = []
    for (let i = 0; i < (legal ? legal.length : 0); ++i)
        if (legal[i].type === type)
            out.push(legal[i])
    return out
}
