// EXPECT: misaligned-access
// AES-CTR keystream setup, one thread per stream: the stream's 96-bit IV comes
// from a packed array of 12-byte IVs. To build the 128-bit counter block the
// kernel loads 16 bytes at the IV with one uint4 load and overwrites .w with
// the block counter (BUG): IV s starts at byte 12*s, which is 12 modulo 16 for
// stream 1, so uint4 loads cannot be aligned for both streams 0 and 1.
__global__ void ctr_blocks(const unsigned char *__restrict__ ivs,
                           const unsigned *__restrict__ first_block, uint4 *__restrict__ ctr,
                           int nstreams, int blocks_per_stream) {
  const int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s >= nstreams)
    return;
  uint4 b = *reinterpret_cast<const uint4 *>(ivs + 12 * s);  // BUG: 12-byte stride
  for (int k = 0; k < blocks_per_stream; ++k) {
    b.w = __byte_perm(first_block[s] + k, 0, 0x0123);  // big-endian counter word
    ctr[(size_t)s * blocks_per_stream + k] = b;
  }
}
