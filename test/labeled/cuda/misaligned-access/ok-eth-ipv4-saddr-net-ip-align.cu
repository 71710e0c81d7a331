// EXPECT: clean
// The same packet filter with the driver's NET_IP_ALIGN headroom: the NIC
// writes each frame 2 bytes into its 2 KiB slot, so the IPv4 header begins at
// byte 2 + 14 = 16 and saddr (header byte 12) at byte 28, a multiple of 4.
// The 32-bit load of the source address is aligned in every packet.
#include <cstdint>
#define SLOT_BYTES 2048
#define NET_IP_ALIGN 2
#define ETH_HLEN 14
__global__ void count_blocked_sources(const uint8_t *__restrict__ ring, int npkts,
                                      uint32_t blocked_net, uint32_t blocked_mask,
                                      unsigned *__restrict__ hits) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= npkts)
    return;
  const uint8_t *frame = ring + (size_t)p * SLOT_BYTES + NET_IP_ALIGN;
  const uint8_t *ip = frame + ETH_HLEN;
  uint32_t saddr = *reinterpret_cast<const uint32_t *>(ip + 12);
  saddr = __byte_perm(saddr, 0, 0x0123);
  if ((saddr & blocked_mask) == blocked_net)
    atomicAdd(hits, 1u);
}
