// EXPECT: misaligned-access
// A double at byte offset 4 of a 16-byte aligned global table.
__device__ __align__(16) char table[256];
__global__ void read_coeff(double *out) {
  out[threadIdx.x] = *reinterpret_cast<const double *>(table + 4 + 16 * threadIdx.x);
}
