// EXPECT: misaligned-access
// Shared-memory histogram with 16-bit bins (to fit 4096 bins per block), made
// atomic by adding to the 32-bit word that holds the bin. The word address is
// taken as (unsigned *)&bins[bin] (BUG): for every odd bin it is 2 bytes past
// a 4-byte boundary, and a 32-bit atom.shared must be 4-byte aligned. The
// correct form rounds down to bins[bin & ~1] and adds 1 << (16 * (bin & 1)).
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
    atomicAdd(reinterpret_cast<unsigned *>(&bins[bin]), 1u);  // BUG: odd bins
  }
  __syncthreads();
  for (int b = threadIdx.x; b < NBINS; b += blockDim.x)
    atomicAdd(&global_hist[b], bins[b]);
}
