// EXPECT: clean
// Iterative relaxation until convergence: thread 0 publishes the decision in
// shared memory, every thread reads it after the barrier and breaks together.
// The second barrier keeps thread 0 from overwriting the flag before all
// threads read it.
__global__ void relax(float *x, const float *tol, int max_iter) {
  __shared__ float v[128];
  __shared__ float delta;
  __shared__ int done;
  v[threadIdx.x] = x[blockIdx.x * 128 + threadIdx.x];
  if (threadIdx.x == 0)
    delta = 0.f;
  __syncthreads();
  for (int it = 0; it < max_iter; ++it) {
    float nv = 0.5f * (v[threadIdx.x] + v[(threadIdx.x + 1) & 127]);
    float d = fabsf(nv - v[threadIdx.x]);
    __syncthreads();
    v[threadIdx.x] = nv;
    atomicMax(reinterpret_cast<int *>(&delta), __float_as_int(d));
    __syncthreads();
    if (threadIdx.x == 0) {
      done = delta < tol[blockIdx.x];
      delta = 0.f;
    }
    __syncthreads();
    if (done)
      break;
    __syncthreads();
  }
  x[blockIdx.x * 128 + threadIdx.x] = v[threadIdx.x];
}
