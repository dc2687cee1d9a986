//go:build !amd64 && !arm64

package machine

// addChain is the portable fallback: each step's add depends on the last,
// but the compiler's code for it is not controlled, so the estimate is only
// approximate and says so.
func addChain(iterations int64) int64 {
	x := int64(1)
	for i := range iterations * addsPerIteration {
		x += x ^ i
	}
	return x
}

const (
	addsPerIteration = 1
	chainIsAssembly  = false
)
