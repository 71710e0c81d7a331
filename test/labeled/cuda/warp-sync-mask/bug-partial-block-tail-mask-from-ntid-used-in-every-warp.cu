// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=80
// Row sums with a block size that is not a multiple of 32 (80 threads: two
// full warps and a 16-lane tail warp). The author computed the tail warp's
// member mask from blockDim.x and used it for the shuffles of EVERY warp
// (BUG): in the two full warps, lanes 16-31 execute shuffles whose mask
// 0x0000ffff does not contain them.
__global__ void row_sums(const float *__restrict__ x, float *__restrict__ out, int cols) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x / 32;
  const unsigned tail = blockDim.x % 32;
  const unsigned mask = tail ? (1u << tail) - 1u : 0xffffffffu;  // BUG: tail warp's mask for all
  const float *row = x + (size_t)blockIdx.x * cols;
  float s = 0.f;
  for (int j = threadIdx.x; j < cols; j += blockDim.x) s += row[j];
  for (int o = 16; o > 0; o >>= 1) s += __shfl_xor_sync(mask, s, o);
  if (lane == 0) atomicAdd(&out[blockIdx.x], s);
  (void)warp;
}
