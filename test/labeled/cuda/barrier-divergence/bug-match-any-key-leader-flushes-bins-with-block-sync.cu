// EXPECT: barrier-divergence
// PTXLINT-ARGS: --block-dim=256
// Privatised histogram with warp aggregation: lanes holding the same key are
// grouped with __match_any_sync, the group's lowest lane adds the group size
// to a 16-bit shared counter. When a counter gets close to saturating, the
// leader that noticed it calls flush_bins(), which drains all shared bins to
// global memory between __syncthreads(). BUG: the flush decision is one
// leader's, taken on the value its own atomic returned; the other threads
// of the CTA never call flush_bins() in that iteration, so its barriers are
// reached by a handful of threads.
#define NBINS 256
#define FLUSH_AT 60000u
__device__ __noinline__ void flush_bins(unsigned *s_bins, unsigned long long *g_bins) {
  __syncthreads();
  for (int b = threadIdx.x; b < NBINS; b += blockDim.x) {
    const unsigned c = atomicExch(&s_bins[b], 0u);
    if (c)
      atomicAdd(&g_bins[b], (unsigned long long)c);
  }
  __syncthreads();
}
__global__ void __launch_bounds__(256)
hist_match(const unsigned char *__restrict__ keys, int n, unsigned long long *__restrict__ g_bins) {
  __shared__ unsigned s_bins[NBINS];
  for (int b = threadIdx.x; b < NBINS; b += blockDim.x)
    s_bins[b] = 0;
  __syncthreads();
  const int lane = threadIdx.x & 31;
  for (int base = blockIdx.x * blockDim.x; base < n; base += gridDim.x * blockDim.x) {
    const int i = base + threadIdx.x;
    const unsigned key = i < n ? keys[i] : 0xffffffffu;
    const unsigned peers = __match_any_sync(0xffffffffu, key);
    if (key != 0xffffffffu && lane == __ffs(peers) - 1) {
      const unsigned before = atomicAdd(&s_bins[key], (unsigned)__popc(peers));
      if (before + __popc(peers) >= FLUSH_AT)
        flush_bins(s_bins, g_bins);  // BUG: barrier in a data-dependent leader path
    }
  }
  __syncthreads();
  for (int b = threadIdx.x; b < NBINS; b += blockDim.x)
    if (s_bins[b])
      atomicAdd(&g_bins[b], (unsigned long long)s_bins[b]);
}
