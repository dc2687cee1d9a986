#include <stdint.h>
struct random_server {
	int64_t service_ns, interval_ns, stall_ns, period_ns, next_stall, stalls;
};
uint64_t run_random_open(struct random_server *s, int64_t *lat, uint64_t n, uint64_t seed);
