// EXPECT: warp-sync-mask
// Single-pass prefix sum with decoupled look-back. Warp 0 inspects 32
// predecessor tiles at a time, one per lane, and votes on their status
// flags. Lanes whose predecessor index has run below tile 0 simply leave
// the look-back loop, while the remaining lanes keep voting with the full
// mask: for tiles 1..31 (and in the last window of every tile) the ballots
// wait for lanes that have left.
constexpr unsigned long long FLAG_X = 0, FLAG_A = 1, FLAG_P = 2;
__device__ __forceinline__ unsigned long long pack(unsigned long long flag, float v) {
  return (flag << 32) | __float_as_uint(v);
}

__global__ void __launch_bounds__(256)
scan_lookback(const float *__restrict__ in, float *__restrict__ out,
              unsigned long long *status) {
  __shared__ float warp_sums[8];
  __shared__ float s_exclusive;
  const int tile = blockIdx.x;
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  float x = in[tile * 256 + threadIdx.x];
  float incl = x;
  for (int o = 1; o < 32; o <<= 1) {
    float y = __shfl_up_sync(0xffffffff, incl, o);
    if (lane >= o)
      incl += y;
  }
  if (lane == 31)
    warp_sums[warp] = incl;
  __syncthreads();
  float warp_prefix = 0.f, aggregate = 0.f;
  for (int w = 0; w < 8; ++w) {
    if (w < warp)
      warp_prefix += warp_sums[w];
    aggregate += warp_sums[w];
  }
  if (warp == 0) {
    if (lane == 0)
      atomicExch(&status[tile], tile == 0 ? pack(FLAG_P, aggregate)
                                          : pack(FLAG_A, aggregate));
    float exclusive = 0.f;
    int p = tile - 1 - lane;
    while (tile > 0) {
      if (p < 0)
        break;
      unsigned long long s = *(volatile unsigned long long *)&status[p];
      unsigned flag = (unsigned)(s >> 32);
      if (__ballot_sync(0xffffffff, flag == FLAG_X)) // BUG: lanes with p < 0 have left
        continue;
      unsigned inclusive = __ballot_sync(0xffffffff, flag == FLAG_P);
      int stop = inclusive ? __ffs(inclusive) - 1 : 31;
      float v = lane <= stop ? __uint_as_float((unsigned)s) : 0.f;
      for (int o = 16; o > 0; o >>= 1)
        v += __shfl_xor_sync(0xffffffff, v, o);
      exclusive += v;
      if (inclusive)
        break;
      p -= 32;
    }
    if (lane == 0) {
      if (tile > 0)
        atomicExch(&status[tile], pack(FLAG_P, exclusive + aggregate));
      s_exclusive = exclusive;
    }
  }
  __syncthreads();
  out[tile * 256 + threadIdx.x] = s_exclusive + warp_prefix + incl;
}
