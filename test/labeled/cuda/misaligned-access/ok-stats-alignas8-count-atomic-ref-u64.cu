// EXPECT: clean
// Per-key statistics with a 64-bit counter bumped through
// cuda::atomic_ref: the record declares the counter alignas(8), which pads
// `key` to 8 bytes and makes the record 16 bytes and 8-byte aligned, so
// stats[k].count is at 16 * k + 8 for every key.
#include <cuda/atomic>
struct KeyStats {
  int key;
  alignas(8) unsigned long long count;
};
static_assert(sizeof(KeyStats) == 16 && alignof(KeyStats) == 8, "layout");
__global__ void count_keys(const int *__restrict__ slot_of, KeyStats *__restrict__ stats, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int k = slot_of[i];
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> c(stats[k].count);
  c.fetch_add(1ull, cuda::memory_order_relaxed);
}
