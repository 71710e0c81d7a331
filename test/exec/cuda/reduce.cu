// End-to-end: block reduction in dynamic shared memory with __syncthreads,
// a warp-shuffle reduction, atomics on global and shared memory, and a
// shared-memory histogram. Expected values: reduce.py.
#include <cstdint>

extern "C" __global__ void reduce(const int *in, int *block_sums, int *total,
                                  unsigned *hist, int n) {
  extern __shared__ int buf[];
  __shared__ unsigned local_hist[16];
  int tid = threadIdx.x;
  int i = blockIdx.x * blockDim.x + tid;
  if (tid < 16)
    local_hist[tid] = 0;
  int v = i < n ? in[i] : 0;
  buf[tid] = v;
  __syncthreads();
  if (i < n)
    atomicAdd(&local_hist[(unsigned)v & 15], 1u);
  for (int s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      buf[tid] += buf[tid + s];
    __syncthreads();
  }
  // Warp-level: sum of squares with shuffles.
  int sq = v * v;
  for (int off = 16; off > 0; off >>= 1)
    sq += __shfl_down_sync(0xffffffffu, sq, off);
  if ((tid & 31) == 0)
    atomicAdd(total, sq);
  if (tid == 0)
    block_sums[blockIdx.x] = buf[0];
  __syncthreads();
  if (tid < 16)
    atomicAdd(&hist[tid], local_hist[tid]);
}
