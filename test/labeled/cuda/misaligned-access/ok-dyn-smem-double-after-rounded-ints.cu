// EXPECT: clean
// The same hand-carved dynamic shared memory, with the int counters' size
// rounded up to 16 bytes before the double accumulators start.
constexpr int kBins = 33;
constexpr int kCountBytes = (kBins * sizeof(int) + 15) / 16 * 16;
__global__ void weighted_hist(const int *bin, const double *w, double *out, int n) {
  extern __shared__ __align__(16) unsigned char smem[];
  int *count = reinterpret_cast<int *>(smem);
  double *sum = reinterpret_cast<double *>(smem + kCountBytes);
  for (int b = threadIdx.x; b < kBins; b += blockDim.x) {
    count[b] = 0;
    sum[b] = 0.0;
  }
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    int b = bin[i] % kBins;
    atomicAdd(&count[b], 1);
    atomicAdd(&sum[b], w[i]);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < kBins; b += blockDim.x)
    out[blockIdx.x * kBins + b] = sum[b] / (count[b] ? count[b] : 1);
}
