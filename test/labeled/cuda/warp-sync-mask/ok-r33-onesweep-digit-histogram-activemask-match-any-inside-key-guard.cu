// EXPECT: clean
// ARCHS: sm_80 sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// Onesweep-like radix digit histogram with warp-aggregated shared atomics:
// inside the bounds guard each warp takes __activemask() (exactly the lanes
// that passed the guard) and matches the 8-bit digit among those lanes; the
// leader of each peer group adds the group size.
__global__ void __launch_bounds__(256)
    digit_hist(const unsigned *__restrict__ keys, unsigned *__restrict__ hist, int n, int shift) {
  __shared__ unsigned h[256];
  h[threadIdx.x] = 0;
  __syncthreads();
  for (int base = blockIdx.x * 256; base < n; base += gridDim.x * 256) {
    const int i = base + threadIdx.x;
    if (i < n) {
      const unsigned d = (keys[i] >> shift) & 255u;
      const unsigned act = __activemask();
      const unsigned peers = __match_any_sync(act, d);
      const int leader = __ffs(peers) - 1;
      if ((threadIdx.x & 31) == leader)
        atomicAdd(&h[d], __popc(peers));
    }
  }
  __syncthreads();
  atomicAdd(&hist[threadIdx.x], h[threadIdx.x]);
}
