// EXPECT: clean
// A shared array of doubles declared __align__(16) and read as double2 at
// even indices.
__global__ void pairs(const double *in, double *out) {
  __shared__ __align__(16) double s[256];
  s[threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x];
  __syncthreads();
  if (threadIdx.x < 128) {
    double2 p = reinterpret_cast<const double2 *>(s)[threadIdx.x];
    out[blockIdx.x * 128 + threadIdx.x] = p.x * p.y;
  }
}
