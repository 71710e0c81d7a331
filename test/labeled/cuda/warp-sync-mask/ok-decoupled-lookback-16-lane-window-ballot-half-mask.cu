// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Single-pass scan with decoupled look-back: warp 0 inspects the previous
// tiles in windows of 16 (one predecessor per lane 0-15); the ballot and the
// reduction inside `lane < 16` use the mask of those 16 lanes, and the
// window's result is broadcast to the whole warp after the branch.
__global__ void lookback16_half_mask(const int *in, int *out, volatile unsigned long long *desc,
                    int *tile_ctr) {
  __shared__ int tile_id, excl;
  __shared__ int warp_sums[8];
  if (threadIdx.x == 0)
    tile_id = atomicAdd(tile_ctr, 1);
  __syncthreads();
  const int t = tile_id;
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  int v = in[t * 256 + threadIdx.x];
  for (int o = 1; o < 32; o <<= 1) {
    const int n = __shfl_up_sync(0xffffffffu, v, o);
    if (lane >= o)
      v += n;
  }
  if (lane == 31)
    warp_sums[warp] = v;
  __syncthreads();
  int total = 0;
  for (int w = 0; w < 8; ++w) {
    if (w < warp)
      v += warp_sums[w];
    total += warp_sums[w];
  }
  if (threadIdx.x == 0)
    desc[t] = (1ull << 32) | (unsigned)total;
  if (warp == 0) {
    int acc = 0;
    for (int base = t - 1; base >= 0; base -= 16) {
      unsigned incl = 0;
      int val = 0;
      if (lane < 16) {
        const int p = base - lane;
        unsigned long long d = 2ull << 32;
        if (p >= 0)
          do {
            d = desc[p];
          } while ((d >> 32) == 0);
        incl = __ballot_sync(0x0000ffffu, (d >> 32) == 2);
        const int j = __ffs(incl) - 1;
        val = (j < 0 || lane <= j) ? (int)(unsigned)d : 0;
        for (int o = 8; o; o >>= 1)
          val += __shfl_down_sync(0x0000ffffu, val, o);
      }
      acc += __shfl_sync(0xffffffffu, val, 0);
      if (__shfl_sync(0xffffffffu, incl, 0))
        break;
    }
    if (lane == 0) {
      excl = acc;
      desc[t] = (2ull << 32) | (unsigned)(acc + total);
    }
  }
  __syncthreads();
  out[t * 256 + threadIdx.x] = v + excl;
}
