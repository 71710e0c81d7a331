// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Per-bin float maximum in shared memory with an atomicCAS retry loop per
// thread (each thread retries as often as it loses), then one barrier after
// every thread's loop before the bins are flushed to global memory.
__global__ void bin_max(const float *__restrict__ v, const int *__restrict__ bin,
                        float *binmax, int n) {
  __shared__ float bins[64];
  if (threadIdx.x < 64)
    bins[threadIdx.x] = -INFINITY;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    int *addr = reinterpret_cast<int *>(&bins[bin[i] & 63]);
    const float x = v[i];
    int old = *addr, assumed;
    do {
      assumed = old;
      if (__int_as_float(assumed) >= x)
        break;
      old = atomicCAS(addr, assumed, __float_as_int(x));
    } while (old != assumed);
  }
  __syncthreads();
  if (threadIdx.x < 64) {
    int *g = reinterpret_cast<int *>(&binmax[threadIdx.x]);
    const float x = bins[threadIdx.x];
    int old = *g, assumed;
    do {
      assumed = old;
      if (__int_as_float(assumed) >= x)
        break;
      old = atomicCAS(g, assumed, __float_as_int(x));
    } while (old != assumed);
  }
}
