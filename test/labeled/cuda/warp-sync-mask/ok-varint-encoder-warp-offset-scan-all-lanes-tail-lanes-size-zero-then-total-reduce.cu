// EXPECT: clean
// ARCHS: sm_80 sm_90
// PTXLINT-ARGS: --block-dim=256
// OK: LEB128 varint encoding of a column of uint32 values, one warp per
// 32-value chunk: every lane sizes its value (1-5 bytes), the warp turns the
// sizes into byte offsets with an inclusive shfl_up scan, each lane writes
// its bytes, and the warp's total goes to the chunk table. Lanes past n in
// the last chunk size their value as 0 bytes and run the scan and the
// total's __reduce_add_sync with the rest; only the load and the byte
// stores are guarded.
__global__ void __launch_bounds__(256)
varint_encode(const unsigned *__restrict__ v, unsigned char *__restrict__ out,
              const unsigned *__restrict__ chunk_base, unsigned *__restrict__ chunk_len, int n) {
  const int lane = threadIdx.x & 31;
  const int chunk = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  const int i = chunk * 32 + lane;
  if (chunk * 32 >= n) return;
  unsigned len = 0, x = 0;
  if (i < n) {
    x = v[i];
    len = x < (1u << 7) ? 1 : x < (1u << 14) ? 2 : x < (1u << 21) ? 3 : x < (1u << 28) ? 4 : 5;
  }
  unsigned off = len;
  for (int d = 1; d < 32; d <<= 1) {
    const unsigned y = __shfl_up_sync(0xffffffffu, off, d);
    if (lane >= d) off += y;
  }
  if (i < n) {
    unsigned char *dst = out + chunk_base[chunk] + off - len;
    unsigned y = x;
    for (unsigned b = 0; b + 1 < len; ++b, y >>= 7) dst[b] = (unsigned char)(y | 0x80);
    dst[len - 1] = (unsigned char)y;
  }
  const unsigned total = __reduce_add_sync(0xffffffffu, len);
  if (lane == 0) chunk_len[chunk] = total;
}
