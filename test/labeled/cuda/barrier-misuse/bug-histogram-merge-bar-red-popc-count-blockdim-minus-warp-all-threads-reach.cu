// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=256
// Shared histogram with a non-empty-bin count: after the per-thread adds,
// every thread of the block runs `bar.red.popc.u32 1, 224` on its own bin's
// flag, written with the count of the worker warps only (BUG): all 256
// threads reach the barrier, so it completes with the first seven warps and
// the eighth starts a new phase that never completes.
__global__ void __launch_bounds__(256) hist_nonempty(const unsigned char* __restrict__ data, unsigned* __restrict__ hist,
                                                     unsigned* __restrict__ nonempty, int n) {
  __shared__ unsigned sh[256];
  sh[threadIdx.x] = 0;
  __syncthreads();
  for (int i = blockIdx.x * 256 + threadIdx.x; i < n; i += gridDim.x * 256) atomicAdd(&sh[data[i]], 1u);
  __syncthreads();
  const unsigned c = sh[threadIdx.x];
  unsigned cnt;
  asm volatile("{ .reg .pred p; setp.ne.u32 p, %1, 0; bar.red.popc.u32 %0, 1, 224, p; }" : "=r"(cnt) : "r"(c) : "memory");
  if (c) atomicAdd(&hist[threadIdx.x], c);
  if (threadIdx.x == 0) atomicAdd(nonempty, cnt);
}
