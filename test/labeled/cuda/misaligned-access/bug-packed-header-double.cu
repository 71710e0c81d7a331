// EXPECT: misaligned-access
// A packed on-disk record header (1-byte tag, then a double) read in place
// from a shared staging buffer: the double sits at byte 1 of each 9-byte
// record, never 8-byte aligned.
#pragma pack(push, 1)
struct Record {
  unsigned char tag;
  double value;
};
#pragma pack(pop)
__global__ void decode(const Record *recs, double *out, int n) {
  __shared__ __align__(16) unsigned char stage[9 * 128];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (int b = threadIdx.x; b < 9 * 128; b += blockDim.x)
    stage[b] = reinterpret_cast<const unsigned char *>(recs + blockIdx.x * 128)[b];
  __syncthreads();
  const double *v = reinterpret_cast<const double *>(stage + 9 * threadIdx.x + 1);
  if (i < n)
    out[i] = *v;
}
