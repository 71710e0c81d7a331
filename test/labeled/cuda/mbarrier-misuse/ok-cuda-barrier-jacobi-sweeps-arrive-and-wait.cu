// EXPECT: clean
// 1D Jacobi smoothing in shared memory with a block-scoped cuda::barrier:
// thread 0 constructs it for blockDim.x participants, a __syncthreads makes
// the initialisation visible, and every thread calls arrive_and_wait twice
// per sweep (after reading neighbours, after writing), with a sweep count
// that is the same for the whole block.
#include <cuda/barrier>
__global__ void jacobi1d(float *__restrict__ u, int sweeps) {
  __shared__ float a[1024];
  __shared__ cuda::barrier<cuda::thread_scope_block> bar;
  const int t = threadIdx.x, n = blockDim.x;
  if (t == 0) init(&bar, n);
  a[t] = u[blockIdx.x * n + t];
  __syncthreads();
  for (int s = 0; s < sweeps; ++s) {
    float l = t > 0 ? a[t - 1] : a[t];
    float r = t + 1 < n ? a[t + 1] : a[t];
    bar.arrive_and_wait();
    a[t] = 0.5f * a[t] + 0.25f * (l + r);
    bar.arrive_and_wait();
  }
  u[blockIdx.x * n + t] = a[t];
}
