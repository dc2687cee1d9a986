//go:build js && wasm

// Command wasm is the explorer's model in the browser: it gives the page
// one function, coExplore(query), which returns the view of a query
// string as JSON (explore.Explore), and then waits for calls.
package main

import (
	"encoding/json"
	"syscall/js"

	"coordinated-omission/internal/explore"
)

func main() {
	js.Global().Set("coExplore", js.FuncOf(func(_ js.Value, args []js.Value) any {
		query := ""
		if len(args) > 0 {
			query = args[0].String()
		}
		out, err := json.Marshal(explore.Explore(query))
		if err != nil {
			out, _ = json.Marshal(explore.View{Error: &explore.Error{Message: "explorer: " + err.Error()}})
		}
		return string(out)
	}))
	js.Global().Call("coReady")
	select {}
}
