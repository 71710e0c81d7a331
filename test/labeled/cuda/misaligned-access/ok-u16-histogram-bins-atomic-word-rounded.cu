// EXPECT: clean
// Shared-memory histogram with 16-bit bins (to fit 4096 bins per block), made
// atomic by adding to the 32-bit word that holds the bin: the word is
// bins[bin & ~1], always 4-byte aligned (the array is), and the increment is
// shifted into the bin's half of it.
#define NBINS 4096
__global__ void hist_u16(const unsigned short *keys, unsigned *global_hist,
                         int n) {
  __shared__ __align__(4) unsigned short bins[NBINS];
  for (int b = threadIdx.x; b < NBINS / 2; b += blockDim.x)
    reinterpret_cast<unsigned *>(bins)[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x) {
    const int bin = keys[i] % NBINS;
    atomicAdd(reinterpret_cast<unsigned *>(&bins[bin & ~1]),
              1u << (16 * (bin & 1)));
  }
  __syncthreads();
  for (int b = threadIdx.x; b < NBINS; b += blockDim.x)
    atomicAdd(&global_hist[b], bins[b]);
}
