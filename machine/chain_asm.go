//go:build amd64 || arm64

package machine

// addChain runs iterations × addsPerIteration dependent adds and returns
// their sum, in assembly (chain_$GOARCH.s) so that the compiler can neither
// fold nor reorder them. The loop's own counter runs beside the chain.
//
//go:noescape
func addChain(iterations int64) int64

const (
	addsPerIteration = 32
	chainIsAssembly  = true
)
