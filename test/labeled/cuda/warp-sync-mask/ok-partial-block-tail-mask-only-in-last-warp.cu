// EXPECT: clean
// PTXLINT-ARGS: --block-dim=80
// Row sums with an 80-thread block (two full warps, one 16-lane tail warp):
// the member mask is the full mask in full warps and the low-lanes mask in
// the last, partial warp; the tail warp reduces with shfl_down (which only
// reads lanes below the live count) and the full warps with xor.
__global__ void row_sums(const float *__restrict__ x, float *__restrict__ out, int cols) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x / 32;
  const int live = min(32, (int)blockDim.x - warp * 32);
  const unsigned mask = live == 32 ? 0xffffffffu : (1u << live) - 1u;
  const float *row = x + (size_t)blockIdx.x * cols;
  float s = 0.f;
  for (int j = threadIdx.x; j < cols; j += blockDim.x) s += row[j];
  for (int o = 16; o > 0; o >>= 1) {
    float t = __shfl_down_sync(mask, s, o);
    if (lane + o < live) s += t;
  }
  if (lane == 0) atomicAdd(&out[blockIdx.x], s);
}
