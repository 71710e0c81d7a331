// EXPECT: clean
// The serialised message with the tag padded to 8 bytes: the double is read
// at byte 8 of an 8-aligned record.
__global__ void decode(const unsigned *msgs, double *vals, unsigned *tags) {
  __shared__ __align__(16) char buf[128][16];
  unsigned t = threadIdx.x & 127;
  for (int k = 0; k < 4; ++k)
    reinterpret_cast<unsigned *>(buf[t])[k] = msgs[t * 4 + k];
  __syncthreads();
  tags[t] = *reinterpret_cast<const unsigned *>(buf[t]);
  vals[t] = *reinterpret_cast<const double *>(buf[t] + 8);
}
