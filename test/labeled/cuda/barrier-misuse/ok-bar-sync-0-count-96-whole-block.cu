// EXPECT: clean
// PTXLINT-ARGS: --block-dim=96
// A 96-thread block (three warps: one per RGB channel of a 32-pixel strip)
// using an explicit `bar.sync 0, 96;` instead of __syncthreads(). The odd
// looking count is exactly the block size, a multiple of 32, and every
// thread executes the barrier, so it behaves as __syncthreads().
__global__ void __launch_bounds__(96) rgb_strip_normalise(const unsigned char *rgb, float *out, int npix) {
  __shared__ float chan_max[3];
  __shared__ float vals[96];
  int c = threadIdx.x / 32, p = blockIdx.x * 32 + threadIdx.x % 32;
  float v = p < npix ? rgb[p * 3 + c] : 0.f;
  vals[threadIdx.x] = v;
  for (int o = 16; o > 0; o >>= 1)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  if (threadIdx.x % 32 == 0)
    chan_max[c] = v;
  asm volatile("bar.sync 0, 96;" ::: "memory");
  float m = chan_max[c];
  if (p < npix)
    out[p * 3 + c] = m > 0.f ? vals[threadIdx.x] / m : 0.f;
}
