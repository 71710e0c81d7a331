// EXPECT: barrier-divergence
// The barrier is under a condition on data each thread loads from its own
// element: threads with a non-positive value skip it.
__global__ void normalize_positive(float *data, float *scale) {
  __shared__ float total;
  if (threadIdx.x == 0)
    total = 0.f;
  float v = data[blockIdx.x * blockDim.x + threadIdx.x];
  if (v > 0.f) {
    atomicAdd(&total, v);
    __syncthreads();
    data[blockIdx.x * blockDim.x + threadIdx.x] = v / total;
  }
  if (threadIdx.x == 0)
    scale[blockIdx.x] = total;
}
