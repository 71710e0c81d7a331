// EXPECT: misaligned-access
// Per-thread xorwow RNG: each thread's state is a struct with a 64-bit
// sequence counter followed by the four 32-bit xorshift words (24 bytes,
// 8-byte aligned). The generator loads and stores the four words as one
// uint4 (BUG): they start at byte 24*i + 8 of the array, 8 modulo 16 for
// thread 0, so the vector access is misaligned.
struct RngState { unsigned long long seq; unsigned s[4]; };
__device__ __forceinline__ unsigned xorwow(uint4 &st, unsigned long long &seq) {
  unsigned t = st.x ^ (st.x >> 2);
  st.x = st.y; st.y = st.z; st.z = st.w;
  st.w = (st.w ^ (st.w << 4)) ^ (t ^ (t << 1));
  seq += 362437;
  return st.w + (unsigned)seq;
}
__global__ void fill_uniform(RngState *__restrict__ states, float *__restrict__ out, int per) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  uint4 st = *reinterpret_cast<const uint4 *>(states[i].s);  // BUG: 8 mod 16
  unsigned long long seq = states[i].seq;
  for (int k = 0; k < per; ++k)
    out[(size_t)k * gridDim.x * blockDim.x + i] = xorwow(st, seq) * 2.3283064e-10f;
  *reinterpret_cast<uint4 *>(states[i].s) = st;
  states[i].seq = seq;
}
