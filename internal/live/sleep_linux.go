package live

import (
	"runtime"
	"unsafe"

	"golang.org/x/sys/unix"
)

// sleepUntilNs sleeps in the kernel until deadlineNs on the monotonic
// clock. It sleeps on its own OS thread with a timer slack of 1 ns, so
// that the kernel wakes it as soon as it can and not up to the default
// 50 µs later; the slack stays with the thread, which is the Go runtime's
// to reuse, and only ever makes its sleeps shorter. time.Sleep would wake
// up to a millisecond late: the runtime's poller waits in whole
// milliseconds.
func sleepUntilNs(deadlineNs int64) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	_ = unix.Prctl(unix.PR_SET_TIMERSLACK, 1, 0, 0, 0)
	ts := unix.NsecToTimespec(deadlineNs)
	for unix.ClockNanosleep(unix.CLOCK_MONOTONIC, unix.TIMER_ABSTIME, &ts, nil) == unix.EINTR {
		// the runtime's preemption signal: sleep on to the same deadline
	}
}

// holdUntilNs sleeps in the kernel until deadlineNs as sleepUntilNs does,
// but without letting go of the runtime's processor: a raw system call
// that the scheduler does not see. On return it runs at once, with no wait for a processor
// that other goroutines hold; meanwhile its processor serves no one else,
// and a stop of the world waits for it, at most until deadlineNs.
func holdUntilNs(deadlineNs int64) {
	_ = unix.Prctl(unix.PR_SET_TIMERSLACK, 1, 0, 0, 0)
	ts := unix.NsecToTimespec(deadlineNs)
	for {
		_, _, errno := unix.RawSyscall6(unix.SYS_CLOCK_NANOSLEEP, unix.CLOCK_MONOTONIC, unix.TIMER_ABSTIME, uintptr(unsafe.Pointer(&ts)), 0, 0, 0)
		if errno != unix.EINTR {
			return
		}
	}
}
