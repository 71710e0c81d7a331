// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=192
// BUG: the block grew from 128 to 192 threads (two groups of three warps),
// but the named-barrier count stayed 64: each id is shared by 96 threads, so
// a phase completes with the first two warps to arrive and the third warp
// starts the next phase alone.
__global__ void __launch_bounds__(192) three_warp_groups(const float *__restrict__ in,
                                                        float *__restrict__ out) {
  __shared__ float s[2][96];
  int g = threadIdx.x / 96, t = threadIdx.x % 96;
  s[g][t] = in[blockIdx.x * 192 + threadIdx.x];
  asm volatile("bar.sync %0, 64;" ::"r"(1 + g) : "memory");
  out[blockIdx.x * 192 + threadIdx.x] = s[g][95 - t];
}
