// EXPECT: misaligned-access
// Per-key statistics kept in a host-shared array of records packed to 4
// bytes (the record layout is also written to disk, so the host side
// declared it with #pragma pack(4)). Kernels bump the 64-bit counter with
// cuda::atomic_ref. BUG: in a packed 12-byte record `count` sits at offset
// 4, i.e. at 12 * k + 4 bytes: never 8-byte aligned for even k, and a
// 64-bit atomic needs its natural alignment.
#include <cuda/atomic>
#pragma pack(push, 4)
struct KeyStats {
  int key;
  unsigned long long count;
};
#pragma pack(pop)
static_assert(sizeof(KeyStats) == 12, "packed");
__global__ void count_keys(const int *__restrict__ slot_of, KeyStats *__restrict__ stats, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int k = slot_of[i];
  cuda::atomic_ref<unsigned long long, cuda::thread_scope_device> c(stats[k].count);  // BUG
  c.fetch_add(1ull, cuda::memory_order_relaxed);
}
