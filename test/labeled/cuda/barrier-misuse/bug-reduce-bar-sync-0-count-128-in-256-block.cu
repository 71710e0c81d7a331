// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// A block reduction whose author replaced __syncthreads() by an inline
// `bar.sync 0, 128;` copied from a 128-thread kernel (BUG). Every one of the
// 256 threads executes it, but barrier 0 completes as soon as 128 of them
// (the first four warps to arrive) are there; the other four warps start a
// second phase of the barrier, so the tree levels are no longer ordered
// across the block.
#define NT 256
__global__ void __launch_bounds__(NT) block_sum(const float *x, float *out, int n) {
  __shared__ float s[NT];
  int i = blockIdx.x * NT + threadIdx.x;
  s[threadIdx.x] = i < n ? x[i] : 0.f;
  asm volatile("bar.sync 0, 128;" ::: "memory");
  for (int k = NT / 2; k > 0; k >>= 1) {
    if (threadIdx.x < k)
      s[threadIdx.x] += s[threadIdx.x + k];
    asm volatile("bar.sync 0, 128;" ::: "memory");
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = s[0];
}
