// Package contrib holds the files users add to their own load tools, so
// that a tool that logs nothing per request writes a log report -audit
// reads: a Locust module and an Artillery processor. They are embedded
// here so that the live panel runs the very files a user copies.
package contrib

import _ "embed"

// LocustHook is locust/co_log.py: one import in a locustfile.
//
//go:embed locust/co_log.py
var LocustHook string

// ArtilleryHook is artillery/co_log.js: a script's processor, its
// beforeRequest and afterResponse hooks.
//
//go:embed artillery/co_log.js
var ArtilleryHook string
